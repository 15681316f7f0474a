import { Bookmark, ChevronLeft, Coins, Heart, LogOut, PencilLine, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { currentLocale } from '../../../lib/i18n';
import { useAccount } from '../account-context';
import '../components/account.css';

function EmptyShelf({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <section className="shelf" aria-label={title}>
      <span className="shelf__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="shelf__title">{title}</h2>
      <p className="shelf__text">{text}</p>
      {action}
    </section>
  );
}

/** /mypage: who you are, and the shelves that fill up as you like, bookmark and back films. */
export function MyPage() {
  const { t } = useTranslation('account');
  const { user, openSignOutPrompt } = useAccount();
  const navigate = useNavigate();
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
        <EmptyShelf
          icon={<Heart size={22} />}
          title={t('mypage.likes.title')}
          text={t('mypage.likes.text')}
          action={
            <Link className="text-link text-link--strong" to="/streaming">
              {t('mypage.likes.action')}
            </Link>
          }
        />
        <EmptyShelf
          icon={<Bookmark size={22} />}
          title={t('mypage.bookmarks.title')}
          text={t('mypage.bookmarks.text')}
          action={
            <Link className="text-link text-link--strong" to="/streaming">
              {t('mypage.bookmarks.action')}
            </Link>
          }
        />
        <EmptyShelf
          icon={<Coins size={22} />}
          title={t('mypage.pledges.title')}
          text={t('mypage.pledges.text')}
          action={
            <Link className="text-link text-link--strong" to="/crowdfunding">
              {t('mypage.pledges.action')}
            </Link>
          }
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
