export { theme, media, type Theme } from './theme';
export { formatDate, formatNumber, dayjs } from './format';
export { MultilineText } from './multiline-text';
export { Button, Spinner, Page, Card, Centered } from './primitives';
export { Loading, EmptyState, ErrorState } from './states';
export { Dialog, type DialogProps } from './dialog';
export { Drawer } from './drawer';
export { RemoteRoot } from './remote-root';
