import { useState } from 'react';
import useSWR from 'swr';
import styled from 'styled-components';
import { ANGEL_BONUS_LEVELS, type InviteChild, type OrganizeNode } from '@joy/contract';
import { formatDate, Loading } from '@joy/ui';
import { DealerPage } from '../../../components/dealer-page';
import { RecordList } from '../../../components/record-list';
import { Tabs } from '../../../components/tabs';
import { childrenPage, getOrganize } from '../api/records';
import { useLiveRevalidate } from '@joy/ui/live';

const Tree = styled.ul`
  margin: 0 0 20px;
  padding-left: 20px;
  ul { padding-left: 20px; }
  li { margin: 4px 0; }
`;

const vip = (isVip: boolean) => (isVip ? '（VIP）' : '');

function Nodes({ nodes }: { nodes: OrganizeNode[] }) {
  return (
    <Tree>
      {nodes.map((n) => (
        <li key={n.id}>
          {n.name}
          {vip(n.is_vip)}
          {n.children.length > 0 && <Nodes nodes={n.children} />}
        </li>
      ))}
    </Tree>
  );
}

const levels = Array.from({ length: ANGEL_BONUS_LEVELS }, (_, i) => [String(i + 1), `第 ${i + 1} 層`] as const);

/** /member/organize: the first three levels as a tree, and every level's members page by page. */
export function OrganizePage() {
  return (
    <DealerPage title="我的組織" back={{ to: '/member/dealer', label: '樂粉經銷' }} dealerOnly>
      <Organize />
    </DealerPage>
  );
}

function Organize() {
  const { data, mutate } = useSWR('dealer-organize', getOrganize);
  // A friend joining (a new_register notification, or a reconnect) grows the tree.
  useLiveRevalidate(['member'], mutate);
  const [level, setLevel] = useState('1');
  return (
    <>
      <h2>組織圖（前三層）</h2>
      {!data ? <Loading /> : data.tree.length ? <Nodes nodes={data.tree} /> : <p>尚無下線成員，分享您的邀請碼邀請好友加入。</p>}
      <h2>各層成員</h2>
      <Tabs label="層級" tabs={levels} current={level} onChange={setLevel}>
        <RecordList<InviteChild> listKey={`children-${level}`} fetchPage={childrenPage(Number(level))} empty="這一層尚無成員" label={`第 ${level} 層成員`}>
          {(c) => (
            <>
              <span>
                {c.name}
                {vip(c.is_vip)}
              </span>
              <small>{formatDate(c.joined_at)} 加入</small>
            </>
          )}
        </RecordList>
      </Tabs>
    </>
  );
}
