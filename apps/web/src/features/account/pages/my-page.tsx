import {
  Bookmark,
  ChevronLeft,
  Coins,
  Heart,
  History,
  LogOut,
  PencilLine,
  ShieldCheck,
} from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { currentLocale } from '../../../lib/i18n';
import { MyPledges } from '../../crowdfunding';
import { ContinueCard, FilmCard, useHistory, useMyFilms } from '../../films';
import { useAccount } from '../../../lib/session/account-context';
import { EmptyShelf, FilledShelf } from '../components/shelves';
import '../components/account.css';

/** /mypage: who you are, and the shelves that fill up as you like, bookmark and back films. */
export function MyPage() {
  const { t } = useTranslation('account');
  const { user, openSignOutPrompt } = useAccount();
  const navigate = useNavigate();
  const signedIn = Boolean(user);
  const likes = useMyFilms('likes', signedIn);
  const bookmarks = useMyFilms('bookmarks', signedIn);
  const history = useHistory(signedIn);
  if (!user) return null;
  const locale = currentLocale();
  const language = user.language === 'korean' ? '한국어' : 'English';
  const nationality = user.nationality
    ? (new Intl.DisplayNames([locale], { type: 'region' }).of(user.nationality) ?? user.nationality)
    : null;

  return (
    <div className="container account-page" data-testid="mypage">
      <button
        type="button"
        className="back-link"
        onClick={() => {
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (index > 0) void navigate(-1);
          else void navigate('/home');
        }}
      >
        <ChevronLeft size={18} aria-hidden="true" />
        {t('mypage.back')}
      </button>

      <section className="profile-card" aria-labelledby="mypage-name">
        <div className="profile-card__glow" aria-hidden="true" />
        <Avatar src={user.avatar} size={88} />
        <div className="profile-card__who">
          <p className="profile-card__eyebrow">{t('mypage.eyebrow')}</p>
          <h1 id="mypage-name" className="profile-card__name" data-testid="mypage-name">
            {user.userName}
          </h1>
          {user.userEmail ? (
            <p className="profile-card__email" data-testid="mypage-email">
              {user.userEmail}
            </p>
          ) : (
            // A Kakao account whose owner withheld the e-mail, until one is added and verified.
            <p className="profile-card__email profile-card__email--none" data-testid="mypage-email">
              <span>{t('mypage.noEmail')}</span>{' '}
              <Link
                className="text-link text-link--strong"
                to="/email-verification"
                data-testid="mypage-add-email"
              >
                {t('mypage.addEmail')}
              </Link>
            </p>
          )}
          <dl className="profile-card__facts">
            <div>
              <dt>{t('mypage.language')}</dt>
              <dd>{language}</dd>
            </div>
            {nationality && (
              <div>
                <dt>{t('fields.nationality')}</dt>
                <dd>{nationality}</dd>
              </div>
            )}
            <div>
              <dt>{t('mypage.joined')}</dt>
              <dd data-testid="mypage-joined">
                {new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                  new Date(user.createdAt),
                )}
              </dd>
            </div>
            <div>
              <dt>{t('mypage.signInWith')}</dt>
              <dd>{t(`mypage.provider.${user.typeToken}`)}</dd>
            </div>
          </dl>
        </div>
        <div className="profile-card__actions">
          <Link to="/mypage_edit" className="btn btn--primary" data-testid="mypage-edit-link">
            <PencilLine size={17} aria-hidden="true" />
            {t('mypage.edit')}
          </Link>
          <Link to="/access-information" className="btn btn--ghost">
            <ShieldCheck size={17} aria-hidden="true" />
            {t('mypage.access')}
          </Link>
        </div>
      </section>

      <div className="shelves">
        {history.data && history.data.length > 0 ? (
          <FilledShelf
            icon={<History size={18} />}
            title={t('mypage.history.title')}
            testId="mypage-history"
            count={history.data.length}
          >
            {history.data.map((item) => (
              <li
                key={`${item.film._id}-${item.videoId}`}
                className="shelf__item shelf__item--wide"
              >
                <ContinueCard item={item} tone="light" />
              </li>
            ))}
          </FilledShelf>
        ) : null}
        {likes.data && likes.data.items.length > 0 ? (
          <FilledShelf
            icon={<Heart size={18} />}
            title={t('mypage.likes.title')}
            testId="mypage-likes"
            count={likes.data.total}
          >
            {likes.data.items.map((film) => (
              <li key={film._id} className="shelf__item">
                <FilmCard film={film} tone="light" />
              </li>
            ))}
          </FilledShelf>
        ) : null}
        {bookmarks.data && bookmarks.data.items.length > 0 ? (
          <FilledShelf
            icon={<Bookmark size={18} />}
            title={t('mypage.bookmarks.title')}
            testId="mypage-bookmarks"
            count={bookmarks.data.total}
          >
            {bookmarks.data.items.map((film) => (
              <li key={film._id} className="shelf__item">
                <FilmCard film={film} tone="light" />
              </li>
            ))}
          </FilledShelf>
        ) : null}
        {!(history.data && history.data.length > 0) && (
          <EmptyShelf
            icon={<History size={22} />}
            title={t('mypage.history.title')}
            text={t('mypage.history.text')}
            testId="mypage-history"
            busy={history.isPending}
            action={
              <Link className="text-link text-link--strong" to="/streaming">
                {t('mypage.history.action')}
              </Link>
            }
          />
        )}
        {!(likes.data && likes.data.items.length > 0) && (
          <EmptyShelf
            icon={<Heart size={22} />}
            title={t('mypage.likes.title')}
            text={t('mypage.likes.text')}
            testId="mypage-likes"
            busy={likes.isPending}
            action={
              <Link className="text-link text-link--strong" to="/streaming">
                {t('mypage.likes.action')}
              </Link>
            }
          />
        )}
        {!(bookmarks.data && bookmarks.data.items.length > 0) && (
          <EmptyShelf
            icon={<Bookmark size={22} />}
            title={t('mypage.bookmarks.title')}
            text={t('mypage.bookmarks.text')}
            testId="mypage-bookmarks"
            busy={bookmarks.isPending}
            action={
              <Link className="text-link text-link--strong" to="/streaming">
                {t('mypage.bookmarks.action')}
              </Link>
            }
          />
        )}
        <MyPledges
          enabled={signedIn}
          empty={(loading) => (
            <EmptyShelf
              icon={<Coins size={22} />}
              title={t('mypage.pledges.title')}
              text={t('mypage.pledges.text')}
              testId="mypage-pledges"
              busy={loading}
              action={
                <Link className="text-link text-link--strong" to="/crowdfunding">
                  {t('mypage.pledges.action')}
                </Link>
              }
            />
          )}
        />
      </div>

      <div className="account-page__signout">
        <button
          type="button"
          className="btn btn--outline"
          onClick={openSignOutPrompt}
          data-testid="signout-button"
        >
          <LogOut size={17} aria-hidden="true" />
          {t('common:userMenu.signOut')}
        </button>
      </div>
    </div>
  );
}
