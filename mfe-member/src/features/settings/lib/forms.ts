/**
 * The settings forms, built from the contract's member update schema and the §5 rules:
 * nickname, birthday and address are required on this form (此欄位為必填), the name keeps
 * its no-symbols rule, passwords follow the new-password rules.
 */
import { ruleMessages } from '@joy/contract';
import { rules, schemas } from '@joy/contract/forms';

const today = () => new Date().toISOString().slice(0, 10);

export const profileForm = schemas.memberUpdateBody.pick(['gender', 'email', 'summary']).shape({
  name: rules.name(),
  birthday: rules
    .requiredText()
    .matches(/^\d{4}-\d{2}-\d{2}$/, ruleMessages.fieldRequired)
    .test('birthday-past', '生日不可晚於今天', (v) => !v || v <= today()),
  address: rules.requiredText().max(200, '地址請勿超過 200 字'),
});

export const SUMMARY_MAX = 500;

const newPasswordFields = { password: rules.newPassword(), password_confirmation: rules.confirmPassword('password') };
const withOldPassword = schemas.memberUpdateBody.pick(['old_password']).shape({ old_password: rules.oldPassword(), ...newPasswordFields });
const withoutOldPassword = schemas.memberUpdateBody.pick(['old_password']).shape(newPasswordFields);

/** `needsOld`: members who have a password must give it (舊密碼為必填); social-only members may not have one. */
export const passwordForm = (needsOld: boolean) => (needsOld ? withOldPassword : withoutOldPassword);
