import { useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { messages } from '@joy/contract';
import { Button, Page } from '@joy/ui';

const Box = styled.section`
  text-align: center;
  padding: 64px 16px;
  h1 { font-size: 3rem; margin: 0; color: ${({ theme }) => theme.color.primary}; }
  p { color: ${({ theme }) => theme.color.muted}; }
`;

/** §2 Fallbacks: 503 shows the maintenance message; anything else page-not-found with a back button. */
export function ErrorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = Number(params.get('status') ?? 404);
  const back = () => (window.history.length > 2 ? navigate(-2) : navigate('/'));
  if (status === 503) {
    return (
      <Page>
        <Box role="alert">
          <h1>503</h1>
          <p>{messages.maintenance}</p>
          <Button type="button" onClick={() => window.location.reload()}>
            重新整理
          </Button>
        </Box>
      </Page>
    );
  }
  return (
    <Page>
      <Box>
        <h1>{status}</h1>
        <h2>{messages.pageNotFound}</h2>
        <p>{messages.notFound}</p>
        <Button type="button" onClick={back}>
          返回上一頁
        </Button>
      </Box>
    </Page>
  );
}
