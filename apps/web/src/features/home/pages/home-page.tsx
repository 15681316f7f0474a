import { ArrowUpRight, Clapperboard, HandCoins, Megaphone, PenLine, Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EXTERNAL_LINK_PROPS, SITE_LINKS } from '../../../config/site';
import { useAccount } from '../../account/account-context';
import { searchPath } from '../../search/search-path';
import { LatestEvents } from '../components/latest-events';
import { PopularKeywords } from '../components/popular-keywords';
import '../components/sections.css';

function HomeSearch() {
  const { t } = useTranslation('home');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const path = searchPath(value);
    if (path) void navigate(path);
  };
  return (
    <form role="search" className="home-search" onSubmit={onSubmit}>
      <Search size={20} aria-hidden="true" />
      <input
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t('home.searchPlaceholder')}
        aria-label={t('common:search.label')}
      />
      <button type="submit" className="btn btn--primary">
        {t('common:search.submit')}
      </button>
    </form>
  );
}

export function HomePage() {
  const { t } = useTranslation('home');
  const { user } = useAccount();
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
      <section className="home-hero" aria-labelledby="home-title">
        <div className="container home-hero__inner">
          <p className="hero__eyebrow">
            {user ? t('home.greetingUser', { name: user.userName }) : t('home.greeting')}
          </p>
          <h1 id="home-title">{t('home.title')}</h1>
          <p className="hero__lead">{t('common:brand.tagline')}</p>
          <HomeSearch />
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

      <LatestEvents count={8} />
    </>
  );
}
