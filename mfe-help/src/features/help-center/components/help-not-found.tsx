import { Link } from 'react-router-dom';
import { Button, Centered, Page } from '@joy/ui';
import { useHelpLinks } from '../../../components/help-links';

/** An unknown help path: say so kindly and lead back to the help centre (never the error page). */
export function HelpNotFound() {
  const links = useHelpLinks();
  return (
    <Page>
      <h1>找不到這個問題</h1>
      <Centered role="status">
        <span>這篇說明可能已經更新或移除，回幫助中心搜尋看看吧。</span>
        <Button as={Link} to={links.home}>
          回幫助中心
        </Button>
      </Centered>
    </Page>
  );
}
