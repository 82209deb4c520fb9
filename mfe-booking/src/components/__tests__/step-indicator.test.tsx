import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteRoot } from '@joy/ui';
import { StepIndicator } from '../step-indicator';

const steps = ['訂位', '確認', '完成'] as const;

/** A two-step form whose 下一步 button goes away with its step, as in the booking flow. */
function Flow() {
  const [step, setStep] = useState(0);
  return (
    <RemoteRoot>
      <StepIndicator steps={steps} current={step} label="訂位步驟" />
      {step === 0 ? (
        <button type="button" onClick={() => setStep(1)}>
          下一步
        </button>
      ) : (
        <>
          <input aria-label="備註" />
          <button type="button" onClick={() => setStep(0)}>
            返回修改
          </button>
        </>
      )}
    </RemoteRoot>
  );
}

test('the current step is marked and focus is left alone on the first render', () => {
  render(<Flow />);
  expect(screen.getByText('1. 訂位')).toHaveAttribute('aria-current', 'step');
  expect(document.body).toHaveFocus();
});

test('when the button that moved the step goes away, focus lands on the new current step and Tab goes on from there', async () => {
  const user = userEvent.setup();
  render(<Flow />);
  await user.tab();
  expect(screen.getByRole('button', { name: '下一步' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByText('2. 確認')).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('textbox', { name: '備註' })).toHaveFocus();
});

test('a step change while focus is still on something in the page does not move it', async () => {
  const user = userEvent.setup();
  function Outside() {
    const [step, setStep] = useState(0);
    return (
      <RemoteRoot>
        <StepIndicator steps={steps} current={step} label="訂位步驟" />
        <button type="button" onClick={() => setStep((s) => s + 1)}>
          前進
        </button>
      </RemoteRoot>
    );
  }
  render(<Outside />);
  await user.click(screen.getByRole('button', { name: '前進' }));
  expect(screen.getByText('2. 確認')).toHaveAttribute('aria-current', 'step');
  expect(screen.getByRole('button', { name: '前進' })).toHaveFocus();
});
