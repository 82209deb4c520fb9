import path from 'node:path';
import { remoteConfig } from '@joy/mf-config';

export default remoteConfig({
  name: 'help',
  title: '樂享 help（獨立開發）',
  dir: path.resolve(__dirname),
  // The footer's privacy and terms dialogs, loaded by the shell on demand.
  exposes: { './legal-dialog': './src/features/legal/components/legal-dialog.tsx' },
});
