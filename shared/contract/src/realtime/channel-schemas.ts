/** The channel authorisation body (the channel names and events: channel.ts). */
import * as yup from 'yup';
import { SOCKET_ID_PATTERN } from './channel';

/** What pusher-js posts (form-encoded) to the channel auth endpoint. */
export const realtimeAuthBody = yup.object({
  socket_id: yup.string().trim().required('資料格式不正確').matches(SOCKET_ID_PATTERN, '資料格式不正確'),
  channel_name: yup.string().trim().required('資料格式不正確').max(200, '資料格式不正確'),
});
