import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { PagePlaceholder, RemoteRoot } from '@joy/ui';
import { ContactPage } from '../features/contact/components/contact-page';

/** Routes owned by help (help centre, partner, cooperation, contact, download, app help). */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Routes>
          <Route path="/contact" element={<ContactPage />} />
          <Route path="/help/*" element={<PagePlaceholder title="幫助中心" />} />
          <Route path="/partner" element={<PagePlaceholder title="合作店家" />} />
          <Route path="/cooperation" element={<PagePlaceholder title="商務合作" />} />
          <Route path="/download" element={<PagePlaceholder title="下載 App" />} />
          <Route path="*" element={<PagePlaceholder title="幫助中心" />} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
