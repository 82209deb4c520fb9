import styled from 'styled-components';
import { MemberPage } from '../../../components/member-page';
import { PagedView } from '../../../components/paged-view';
import { EmptyAction } from '../../../components/empty-action';
import { useMyComments } from '../api/get-my-comments';
import { MyCommentItem } from './my-comment-item';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 12px;
`;

function Comments() {
  const list = useMyComments();
  return (
    <PagedView list={list} empty={<EmptyAction message="還沒有發表過評論，用餐完成後就能分享心得" to="/member/history" action="查看訂位紀錄" />} moreLabel="更多評論" skeletonHeight={160}>
      {(comments) => (
        <List aria-label="我的評論">
          {comments.map((comment) => (
            <MyCommentItem key={comment.id} comment={comment} />
          ))}
        </List>
      )}
    </PagedView>
  );
}

/** /member/comments: the member's comments with the store's replies, each editable. */
export function CommentsPage() {
  return (
    <MemberPage title="我的評論">
      <Comments />
    </MemberPage>
  );
}
