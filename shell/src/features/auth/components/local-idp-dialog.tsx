import { useState, type FormEvent } from 'react';
import { Button, Dialog, TextField } from '@joy/ui';
import type { SocialProvider } from '../api/social';

const names: Record<SocialProvider, string> = { google: 'Google', facebook: 'Facebook', apple: 'Apple' };

/** Stands in for the provider's sign-in window when the site runs with the local identity provider. */
export function LocalIdpDialog({ provider, onDone, onClose }: { provider: SocialProvider; onDone: (identity: { sub: string; email: string; name: string }) => void; onClose: () => void }) {
  const [sub, setSub] = useState('');
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sub.trim()) onDone({ sub: sub.trim(), email: email.trim(), name: name.trim() });
  };
  return (
    <Dialog open title={`${names[provider]} 登入（本機測試身分）`} onClose={onClose}>
      <form onSubmit={submit} aria-label="本機測試身分">
        <TextField label="帳號 ID" name="sub" required value={sub} onChange={(e) => setSub(e.target.value)} />
        <TextField label="Email" name="email" type="email" optional value={email} onChange={(e) => setEmail(e.target.value)} />
        <TextField label="名稱" name="name" optional value={name} onChange={(e) => setName(e.target.value)} />
        <Button type="submit">繼續</Button>
      </form>
    </Dialog>
  );
}
