/**
 * An SMTP server's stand-in for SMTP_URL (RFC 5321 without STARTTLS): EHLO with AUTH PLAIN and
 * LOGIN, the run's user and password required, MAIL FROM, RCPT TO, DATA; each message kept.
 */
import net from 'node:net';

export interface SmtpStandIn {
  port: number;
  messages: { from: string; to: string[]; data: string }[];
  close(): Promise<void>;
}

export async function startSmtp(port: number, login: { user: string; password: string }): Promise<SmtpStandIn> {
  const messages: SmtpStandIn['messages'] = [];
  const plain = Buffer.from(`\0${login.user}\0${login.password}`).toString('base64');
  const server = net.createServer((socket) => {
    let buffer = '';
    let authed = false;
    let mode: 'command' | 'data' | 'login-user' | 'login-password' = 'command';
    let user = '';
    let mail = { from: '', to: [] as string[], data: '' };
    const say = (line: string) => socket.write(`${line}\r\n`);
    say('220 smtp.stand-in ESMTP');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      for (let at = buffer.indexOf('\r\n'); at >= 0; at = buffer.indexOf('\r\n')) {
        const line = buffer.slice(0, at);
        buffer = buffer.slice(at + 2);
        if (mode === 'data') {
          if (line === '.') {
            messages.push(mail);
            mail = { from: '', to: [], data: '' };
            mode = 'command';
            say('250 2.0.0 queued');
          } else mail.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
          continue;
        }
        if (mode === 'login-user') {
          user = Buffer.from(line, 'base64').toString('utf8');
          mode = 'login-password';
          say('334 UGFzc3dvcmQ6');
          continue;
        }
        if (mode === 'login-password') {
          authed = user === login.user && Buffer.from(line, 'base64').toString('utf8') === login.password;
          mode = 'command';
          say(authed ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
          continue;
        }
        const [verb, ...rest] = line.split(' ');
        const arg = rest.join(' ');
        switch (verb.toUpperCase()) {
          case 'EHLO':
            socket.write('250-smtp.stand-in\r\n250-AUTH PLAIN LOGIN\r\n250 8BITMIME\r\n');
            break;
          case 'HELO':
            say('250 smtp.stand-in');
            break;
          case 'AUTH':
            if (/^PLAIN /i.test(arg)) {
              authed = arg.slice(6).trim() === plain;
              say(authed ? '235 2.7.0 Authentication successful' : '535 5.7.8 Authentication credentials invalid');
            } else if (/^LOGIN$/i.test(arg)) {
              mode = 'login-user';
              say('334 VXNlcm5hbWU6');
            } else say('504 5.5.4 Unrecognized authentication type');
            break;
          case 'MAIL':
            if (!authed) say('530 5.7.0 Authentication required');
            else {
              mail.from = arg.replace(/^FROM:/i, '').trim();
              say('250 2.1.0 OK');
            }
            break;
          case 'RCPT':
            mail.to.push(arg.replace(/^TO:/i, '').trim());
            say('250 2.1.5 OK');
            break;
          case 'DATA':
            if (!mail.from || !mail.to.length) say('503 5.5.1 Bad sequence of commands');
            else {
              mode = 'data';
              say('354 End data with <CR><LF>.<CR><LF>');
            }
            break;
          case 'RSET':
            mail = { from: '', to: [], data: '' };
            say('250 2.0.0 OK');
            break;
          case 'NOOP':
            say('250 2.0.0 OK');
            break;
          case 'QUIT':
            say('221 2.0.0 Bye');
            socket.end();
            break;
          default:
            say('502 5.5.2 Command not recognized');
        }
      }
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { port: (server.address() as net.AddressInfo).port, messages, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
