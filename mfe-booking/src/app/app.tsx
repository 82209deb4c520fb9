import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteRoot } from '@joy/ui';
import { BookingEntry } from '../features/booking-steps/components/booking-entry';
import { ReservationSuccessPage } from '../features/reservation-success/components/reservation-success-page';
import { BookingResultPage } from '../features/booking-result/components/booking-result-page';
import { LeaveCommentPage } from '../features/leave-comment/components/leave-comment-page';

/** Routes owned by booking. */
export function App() {
  return (
    <RemoteRoot>
      <BrowserRouter>
        <Routes>
          <Route path="/booking" element={<BookingEntry />} />
          <Route path="/booking-result/:id" element={<BookingResultPage />} />
          <Route path="/reservation-success" element={<ReservationSuccessPage />} />
          <Route path="/leave-comment" element={<LeaveCommentPage />} />
          <Route path="*" element={null} />
        </Routes>
      </BrowserRouter>
    </RemoteRoot>
  );
}
