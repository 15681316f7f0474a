import { Outlet, type RouteObject } from 'react-router';
import { AccountGuard, GuestOnlyGuard } from '../../../app/guards';
import { SignOutModal } from '../../../app/layout/sign-out-modal';
import { LocationProbe } from '../../../test/render-app';
import type { AccountUser } from '../account-types';
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
} from '../pages';

export const makeUser = (over: Partial<AccountUser> = {}): AccountUser => ({
  _id: '1',
  userName: 'Mina Park',
  avatar: null,
  userEmail: 'mina@dalbit.local',
  userDOB: null,
  typeToken: 'other',
  isEmailVerified: true,
  language: 'english',
  survey: ['google'],
  nationality: null,
  gender: null,
  areaCode: null,
  phone: null,
  role: 'user',
  createdAt: '2026-03-01T09:00:00.000Z',
  ...over,
});

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });

export const failure = (status: number, code: string, message: string, headers = {}) =>
  json({ errorList: [message], code }, status, headers);

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

export function setWidth(width: number): void {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
}
