import { Outlet, type RouteObject } from 'react-router';
import { AccountGuard, GuestOnlyGuard } from '../app/guards';
import { SignOutModal } from '../app/layout/sign-out-modal';
import { LocationProbe } from './render-app';
import {
  EmailVerificationPage,
  ForgotPasswordPage,
  InletChannelPage,
  KakaoCallbackPage,
  KakaoExpirePage,
  LoginMethodPage,
  LoginPage,
  MyPage,
  MyPageEditPage,
  SignUpPage,
} from '../features/account/pages';

/** The account routes of router.tsx with their real guards and pages, plus a location probe. */
export const accountRoutes: RouteObject[] = [
  {
    element: (
      <>
        <Outlet />
        <LocationProbe />
        <SignOutModal />
      </>
    ),
    children: [
      {
        element: <GuestOnlyGuard />,
        children: [
          { path: '/login', element: <LoginPage /> },
          { path: '/login-method', element: <LoginMethodPage /> },
          { path: '/sign-up', element: <SignUpPage /> },
          { path: '/forgot-password', element: <ForgotPasswordPage /> },
        ],
      },
      {
        element: <AccountGuard mode="unverified" />,
        children: [{ path: '/email-verification', element: <EmailVerificationPage /> }],
      },
      {
        element: <AccountGuard mode="survey" />,
        children: [{ path: '/inlet-channel', element: <InletChannelPage /> }],
      },
      {
        element: <AccountGuard mode="account" />,
        children: [
          { path: '/mypage', element: <MyPage /> },
          { path: '/mypage_edit', element: <MyPageEditPage /> },
        ],
      },
      { path: '/oauth/kakao/callback', element: <KakaoCallbackPage /> },
      { path: '/kakao-expire', element: <KakaoExpirePage /> },
      { path: '*', element: null },
    ],
  },
];
