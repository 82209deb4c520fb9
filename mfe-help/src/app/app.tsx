import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { Loading, RemoteRoot } from '@joy/ui';
import { DownloadPage } from '../features/download/components/download-page';
import { HelpCentre } from '../features/help-center/components/help-centre';
import { PartnerPage } from '../features/partner/components/partner-page';
import { ContactPage, CooperationPage } from './form-pages';

/**
 * Routes owned by help. The help centre resolves its own sub-paths, so one element serves
 * /help/** and every path containing the `app-help` segment (the native app's webview),
 * which the shell hands to this remote and never redirects (§2 Fallbacks). Anything else
 * renders nothing: the shell owns the error page.
 */
export function AppRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/cooperation" element={<CooperationPage />} />
        <Route path="/partner" element={<PartnerPage />} />
        <Route path="/download" element={<DownloadPage />} />
        <Route path="/help/*" element={<HelpCentre />} />
        <Route path="*" element={<HelpCentre />} />
      </Routes>
    </Suspense>
  );
}

export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </RemoteRoot>
  );
}
