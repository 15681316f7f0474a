// Kakao's stand-in for the end-to-end tests: the Kakao-compatible server the API tests use,
// with two users per Playwright project (one sharing a verified e-mail, one withholding it), so
// the four projects sign in as different people while they run side by side.
import { createKakaoFake, type KakaoFakeUser } from '../../apps/server/test/fakes/kakao-fake';
import { kakaoUsersFor, PROJECT_NAMES } from './kakao-users';

const users: KakaoFakeUser[] = PROJECT_NAMES.flatMap((project) => {
  const { withEmail, withoutEmail } = kakaoUsersFor(project);
  return [
    {
      id: withEmail.id,
      email: withEmail.email,
      isEmailValid: true,
      isEmailVerified: true,
      nickname: '카카오 Walker',
    },
    { id: withoutEmail.id, email: null, nickname: 'Quiet Walker' },
  ];
});

const fake = await createKakaoFake({
  port: Number(process.env.KAKAO_FAKE_PORT ?? 4020),
  appId: process.env.KAKAO_FAKE_APP_ID ?? '1234567',
  restApiKey: process.env.KAKAO_FAKE_REST_KEY ?? 'e2e-rest-key',
  users,
});
const stop = async () => {
  await fake.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
