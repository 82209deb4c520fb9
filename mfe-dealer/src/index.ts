// Standalone development entry; inside the site the shell loads `./app` (bootstrap.tsx).
import('./standalone');
