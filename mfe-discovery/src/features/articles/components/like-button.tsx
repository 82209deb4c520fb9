import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApiError, messages } from '@joy/contract';
import { useAuth } from '@joy/auth';
import { openLogin, toast } from '@joy/bus';
import { formatNumber } from '@joy/ui';
import { likeArticle } from '../api/like-article';
import { ToggleButton } from '../../../components/toggle-button';


interface Props {
  articleId: number;
  initialTotal: number;
  initialLiked: boolean;
  /** A like failure that got a server response (§8: go home). */
  onFailure: () => void;
}

/** 喜歡 with the total: members toggle it, visitors get the login dialog. */
export function LikeButton({ articleId, initialTotal, initialLiked, onFailure }: Props) {
  const loggedIn = useAuth((s) => Boolean(s.token));
  const location = useLocation();
  const [state, setState] = useState({ total: initialTotal, liked: initialLiked });
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!loggedIn) {
      openLogin(location.pathname);
      return;
    }
    setBusy(true);
    try {
      const result = await likeArticle(articleId, !state.liked);
      setState({ total: result.total, liked: result.member_is_like });
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) onFailure();
      else toast(messages.operationFailed, 'failure');
    } finally {
      setBusy(false);
    }
  };

  const liked = loggedIn && state.liked;
  return (
    <ToggleButton type="button" aria-pressed={liked} disabled={busy} onClick={() => void onClick()}>
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span>
      喜歡 {formatNumber(state.total)}
    </ToggleButton>
  );
}
