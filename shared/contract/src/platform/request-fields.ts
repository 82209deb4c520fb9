/** Building blocks of the request schemas that several domains use. */
import * as yup from 'yup';

/** A whole number typed into a form field; anything else is 格式不正確. */
export const int = () => yup.number().integer().typeError('格式不正確，請重新輸入');
