/** The reCAPTCHA branding line, shared by every remote's forms (@joy/ui). */
export { RecaptchaNotice } from '@joy/ui';
