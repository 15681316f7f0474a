// One chunk for the account screens: they share the forms, the fields and the contract schemas.
export { AccessInformationPage } from './access-information-page';
export { EmailVerificationPage } from './email-verification-page';
export { ForgotPasswordPage } from './forgot-password-page';
export { InletChannelPage } from './inlet-channel-page';
export { LoginMethodPage, LoginPage } from './login-page';
export { MyPage } from './my-page';
export { MyPageEditPage } from './my-page-edit-page';
export { SignUpPage } from './sign-up-page';
export { KakaoCallbackPage } from './kakao-callback-page';
export { KakaoExpirePage } from './kakao-expire-page';
// Social sign-out runs from the header's modal; it comes with this chunk, not the entry.
export { socialSignOut } from '../social/social-sign-out';
