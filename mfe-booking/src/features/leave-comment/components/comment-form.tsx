import styled from 'styled-components';
import { rules } from '@joy/contract';
import { Button, TextArea, TextField } from '@joy/ui';
import { ScoreField } from './score-field';
import { PhotoField } from './photo-field';
import type { useCommentForm } from '../lib/use-comment-form';

const SUB_SCORE_LABELS = rules.COMMENT_SUB_SCORE_LABELS;

const Actions = styled.div`
  display: flex;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 8px;
`;

type Form = ReturnType<typeof useCommentForm>;

/** Step 1: the overall score and the four sub scores. */
export function ScoreStep({ form }: { form: Form }) {
  const { values, errors, set } = form;
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.next();
      }}
    >
      <ScoreField name="score" legend="整體評分" value={values.score} error={errors.score} onChange={(n) => set('score', n)} />
      {SUB_SCORE_LABELS.map((label, i) => (
        <ScoreField
          key={label}
          name={`sub-score-${i}`}
          legend={label}
          value={values.sub_score[i]}
          onChange={(n) => set('sub_score', values.sub_score.map((s, j) => (j === i ? n : s)))}
        />
      ))}
      {errors.sub_score && (
        <p role="alert" style={{ color: 'crimson' }}>
          {rules.commentMessages.subScoresRequired}
        </p>
      )}
      <Actions>
        <Button type="submit">下一步</Button>
      </Actions>
    </form>
  );
}

/** Step 2: title, body with its counter, name, phone and photos; sends with progress. */
export function TextStep({ form, editing }: { form: Form; editing: boolean }) {
  const { values, errors, set, sending } = form;
  return (
    <form
      noValidate
      aria-busy={sending}
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit();
      }}
    >
      <TextField label="標題" name="title" maxLength={rules.COMMENT_TITLE_MAX} value={values.title} onChange={(e) => set('title', e.target.value)} error={errors.title} />
      <TextArea label="評論內容" name="body" maxLength={rules.COMMENT_BODY_MAX} value={values.body} onChange={(e) => set('body', e.target.value)} error={errors.body} placeholder="分享餐點、服務與用餐環境的感受…" />
      <TextField label="姓名" name="name" autoComplete="name" value={values.name} onChange={(e) => set('name', e.target.value)} error={errors.name} />
      <TextField label="手機號碼" name="phone" type="tel" inputMode="numeric" autoComplete="tel" optional value={values.phone} onChange={(e) => set('phone', e.target.value)} error={errors.phone} />
      <PhotoField
        kept={form.kept}
        photos={form.photos}
        progress={form.progress}
        error={form.photoError}
        disabled={sending}
        onPick={form.pick}
        onRemoveKept={form.removeKept}
        onRemovePhoto={form.removePhoto}
      />
      {form.failure && (
        <p role="alert" style={{ color: 'crimson' }}>
          {form.failure}
        </p>
      )}
      <Actions>
        <Button type="button" $variant="ghost" onClick={form.back} disabled={sending}>
          上一步
        </Button>
        <Button type="submit" disabled={sending}>
          {sending ? '傳送中…' : editing ? '儲存修改' : '發佈評論'}
        </Button>
      </Actions>
    </form>
  );
}
