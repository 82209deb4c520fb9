import { ChoiceGrid, dayjs } from '@joy/ui';

const weekdays = ['日', '一', '二', '三', '四', '五', '六'];

/** Dates split into available and disabled by whether the date's time map is empty (§4). */
export function DatePicker({ dates, value, onChange }: { dates: Record<string, string[]>; value: string | null; onChange: (date: string) => void }) {
  const entries = Object.entries(dates).sort(([a], [b]) => a.localeCompare(b));
  return (
    <ChoiceGrid role="group" aria-label="選擇日期">
      {entries.map(([date, times]) => {
        const d = dayjs(date);
        const disabled = times.length === 0;
        return (
          <button key={date} type="button" disabled={disabled} aria-pressed={value === date} aria-label={`${d.format('M 月 D 日')} 星期${weekdays[d.day()]}${disabled ? '（無空位）' : ''}`} onClick={() => onChange(date)}>
            {d.format('M/D')}
            <br />
            週{weekdays[d.day()]}
          </button>
        );
      })}
    </ChoiceGrid>
  );
}
