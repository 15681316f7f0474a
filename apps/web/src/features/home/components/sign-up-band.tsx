import { Bookmark, Heart, MessageCircle, UserPlus, Vote } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { useIsWide } from '../../../lib/breakpoints';

/** The landing's call to join: what an account adds to free watching. */
export function SignUpBand() {
  const { t } = useTranslation('home');
  const isWide = useIsWide();
  const perks = [
    { icon: <Vote size={18} />, text: t('signUp.perkVote') },
    { icon: <MessageCircle size={18} />, text: t('signUp.perkComment') },
    { icon: <Heart size={18} />, text: t('signUp.perkLike') },
    { icon: <Bookmark size={18} />, text: t('signUp.perkResume') },
  ];
  return (
    <section className="home-section container" aria-labelledby="sign-up-title">
      <div className="signup-band" data-testid="signup-band">
        <div className="signup-band__copy">
          <p className="home-section__eyebrow">{t('signUp.eyebrow')}</p>
          <h2 id="sign-up-title">{t('signUp.title')}</h2>
          <ul className="signup-band__perks">
            {perks.map((perk) => (
              <li key={perk.text}>
                <span aria-hidden="true">{perk.icon}</span>
                {perk.text}
              </li>
            ))}
          </ul>
        </div>
        <div className="signup-band__actions">
          <Link to="/sign-up" className="btn btn--dark btn--lg" data-testid="signup-band-cta">
            <UserPlus size={18} aria-hidden="true" />
            {t('signUp.cta')}
          </Link>
          <p>
            {t('signUp.haveAccount')}{' '}
            <Link to={isWide ? '/login' : '/login-method'} className="signup-band__signin">
              {t('signUp.signIn')}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
