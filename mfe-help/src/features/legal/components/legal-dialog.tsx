/**
 * The privacy and terms dialogs the shell's footer opens (§1, §2 layout). Exposed as
 * `help/legal-dialog`, so the legal text lives once, in the help content, and the shell
 * loads it only when a visitor asks for it.
 */
import { Dialog } from '@joy/ui';
import { findArticle } from '../../../content/catalogue';
import { ArticleBody } from '../../../components/article-body';

export type LegalKind = 'privacy-policy' | 'terms';

export default function LegalDialog({ kind, onClose }: { kind: LegalKind; onClose: () => void }) {
  const article = findArticle(kind);
  if (!article) return null;
  return (
    <Dialog open title={article.title} onClose={onClose} width={640}>
      <ArticleBody source={article.body} />
    </Dialog>
  );
}
