import { Fragment } from 'react';

/** Renders newlines as line breaks without injecting HTML: user text stays text (§5). */
export function MultilineText({ text }: { text: string }) {
  const lines = text.split(/\r?\n/);
  return (
    <>
      {lines.map((line, i) => (
        <Fragment key={i}>
          {line}
          {i < lines.length - 1 && <br />}
        </Fragment>
      ))}
    </>
  );
}
