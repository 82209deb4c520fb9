/**
 * reCAPTCHA's badge is hidden (§7); Google then asks for its branding in the form itself: this
 * line with its privacy policy and terms. Shown wherever an answer is asked for: sign-up, code
 * sending and login (shell), the contact and partnership forms (help) and a guest's booking.
 */
export function RecaptchaNotice() {
  return (
    <p>
      <small>
        本網站受 reCAPTCHA 保護，適用 Google{' '}
        <a href="https://policies.google.com/privacy?hl=zh-TW" target="_blank" rel="noreferrer">
          隱私權政策
        </a>
        與
        <a href="https://policies.google.com/terms?hl=zh-TW" target="_blank" rel="noreferrer">
          服務條款
        </a>
        。
      </small>
    </p>
  );
}
