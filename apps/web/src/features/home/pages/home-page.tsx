import { ArrowUpRight, Clapperboard, HandCoins, Megaphone, PenLine } from 'lucide-react';
import { useTranslation } from '../../../lib/i18n-react';
import { Link } from 'react-router';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';
import { useAccount } from '../../../lib/session/account-context';
import { SearchForm } from '../../../components/ui/search-form';
import { ContinueWatchingRail } from '../../films';
import { CreatorBand } from '../components/creator-band';
import { FeaturedFilms } from '../components/featured-films';
import { FundingNow } from '../components/funding-now';
import { greetingKind } from '../components/greeting';
import { LatestEvents } from '../components/latest-events';
import { PopularKeywords } from '../components/popular-keywords';
import '../components/sections.css';

export function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useAccount();
  const greeting = greetingKind(user);
  const tiles = [
    {
      to: '/streaming',
      icon: <Clapperboard size={22} />,
      title: t('tiles.streaming'),
      text: t('tiles.streamingText'),
    },
    {
      to: '/crowdfunding',
      icon: <HandCoins size={22} />,
      title: t('tiles.funding'),
      text: t('tiles.fundingText'),
    },
    {
      to: '/events',
      icon: <Megaphone size={22} />,
      title: t('tiles.events'),
      text: t('tiles.eventsText'),
    },
  ];
  return (
    <>
      <section className="home-hero" aria-labelledby="home-title" data-testid="home-hero">
        <div className="container home-hero__inner">
          {/* The greeting keeps the name's own case (not the eyebrow's capitals). */}
          <p className="hero__eyebrow home-hero__greeting" data-testid="home-greeting">
            {greeting === 'new'
              ? t('home.greetingNew', { name: user?.userName })
              : greeting === 'returning'
                ? t('home.greetingUser', { name: user?.userName })
                : t('home.greeting')}
          </p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('common:brand.tagline')}</p>
          <SearchForm
            className="home-search"
            label={t('common:search.homeLabel')}
            buttonClassName="btn btn--primary"
            placeholder={t('home.searchPlaceholder')}
          />
          <PopularKeywords tone="dark" />
        </div>
      </section>

      <section className="container home-tiles" aria-label={t('tiles.label')}>
        {tiles.map((tile) => (
          <Link key={tile.to} to={tile.to} className="home-tile">
            <span className="offer__icon" aria-hidden="true">
              {tile.icon}
            </span>
            <span className="home-tile__text">
              <strong>{tile.title}</strong>
              <small>{tile.text}</small>
            </span>
          </Link>
        ))}
        <a href={SITE_LINKS.scenarioContest.about} className="home-tile" {...EXTERNAL_LINK_PROPS}>
          <span className="offer__icon" aria-hidden="true">
            <PenLine size={22} />
          </span>
          <span className="home-tile__text">
            <strong>{t('tiles.contest')}</strong>
            <small>{t('tiles.contestText')}</small>
          </span>
          <ArrowUpRight size={16} className="home-tile__ext" aria-hidden="true" />
        </a>
      </section>

      {/* Signed-in viewers with something half-watched pick it up here (empty otherwise). */}
      <div className="home-rail home-rail--continue">
        <ContinueWatchingRail signedIn={Boolean(user)} tone="light" />
      </div>
      <FeaturedFilms />
      <FundingNow />
      <LatestEvents count={4} />
      <CreatorBand />
    </>
  );
}
