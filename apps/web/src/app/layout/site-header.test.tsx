import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ok, stubFetch } from '../../test/fetch-stub';
import { LocationProbe, renderRoutes } from '../../test/render-app';
import { SiteHeader } from './site-header';

const hotSearch = [
  { _id: '1', deleted: false, name_kr: '서울', name_eng: 'Seoul' },
  { _id: '2', deleted: false, name_kr: '로맨스', name_eng: 'Romance' },
  { _id: '3', deleted: true, name_kr: '삭제됨', name_eng: 'Deleted' },
];

function renderHeader(path = '/events') {
  return renderRoutes(
    [
      { path: '/search', element: <LocationProbe /> },
      { path: '*', element: <SiteHeader />, handle: { titleKey: 'common:pageTitles.events' } },
    ],
    path,
  );
}

describe('SiteHeader', () => {
  beforeEach(() => {
    stubFetch({ 'GET /api/web-app/hot-search': () => ok(hotSearch) });
  });
  afterEach(() => {
    window.scrollY = 0;
  });

  it('names its search landmark, so a page with a search of its own tells them apart', () => {
    renderHeader();
    expect(screen.getByRole('search', { name: 'Site search' })).toBeInTheDocument();
  });

  it('turns black once scrolled more than 50 px', () => {
    renderHeader();
    const header = screen.getByTestId('site-header');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 50;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = 51;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });

  it('toggles the wide search box on an empty submit and searches on a non-empty one', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.queryByTestId('header-search-input')).not.toBeInTheDocument();
    await user.click(screen.getByTestId('header-search-toggle'));
    const input = screen.getByTestId('header-search-input');
    await user.type(input, '   ');
    await user.click(screen.getByTestId('header-search-toggle'));
    expect(screen.queryByTestId('header-search-input')).not.toBeInTheDocument();
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('header-search-toggle'));
    await user.type(screen.getByTestId('header-search-input'), '서울 밤{Enter}');
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/search?key=${encodeURIComponent('서울 밤')}`,
    );
  });

  it('shows the page title and opens, traps and closes the nav drawer', async () => {
    const user = userEvent.setup();
    renderHeader();
    expect(screen.getByTestId('page-title')).toHaveTextContent('Events');
    const menuButton = screen.getByTestId('menu-button');
    await user.click(menuButton);
    // The drawer's chunk loads with its first opening.
    const drawer = await screen.findByTestId('nav-drawer');
    expect(drawer).toHaveAttribute('role', 'dialog');
    expect(drawer).toHaveStyle({ width: '300px' });
    expect(document.body.style.overflow).toBe('hidden');
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
    expect(within(drawer).getByRole('link', { name: 'Join our team' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(drawer).getByTestId('language-option-en')).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    expect(menuButton).toHaveFocus();

    await user.click(menuButton);
    await user.click(screen.getByTestId('nav-drawer-backdrop'));
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();

    await user.click(menuButton);
    await user.click(screen.getByTestId('nav-drawer-close'));
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
  });

  it('fills the search drawer from a chip and submits it', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByTestId('search-button'));
    const chips = await screen.findAllByTestId('hot-search-chip');
    expect(chips.map((chip) => chip.textContent)).toEqual(['1Seoul', '2Romance']);
    await user.click(chips[0]!);
    expect(await screen.findByTestId('location')).toHaveTextContent('/search?key=Seoul');
    expect(screen.queryByTestId('search-drawer')).not.toBeInTheDocument();
  });

  it('shows the clear button only once text is typed, and never submits an empty key', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByTestId('search-button'));
    const input = screen.getByTestId('search-drawer-input');
    expect(input).toHaveFocus();
    expect(screen.queryByTestId('search-clear')).not.toBeInTheDocument();
    await user.type(input, 'abc');
    await user.click(screen.getByTestId('search-clear'));
    expect(input).toHaveValue('');
    expect(screen.queryByTestId('search-clear')).not.toBeInTheDocument();
    fireEvent.submit(input.closest('form')!);
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(screen.getByTestId('search-drawer')).toBeInTheDocument();
  });

  it('opens the user menu with sign-in and a working language switch', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByTestId('user-menu-button');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByTestId('user-menu');
    // The menu's items come in a chunk of their own (user-menu.tsx).
    expect(await within(menu).findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login',
    );
    await user.click(within(menu).getByTestId('language-option-ko'));
    await waitFor(() => expect(document.documentElement.lang).toBe('ko'));
    expect(localStorage.getItem('dalbit.language')).toBe('korean');
    expect(
      within(screen.getByTestId('user-menu')).getByTestId('language-option-ko'),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByTestId('user-menu')).not.toBeInTheDocument();
  });

  it('offers the in-app apply form beside the four outside forms, wide and in the drawer', async () => {
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '*',
        element: (
          <>
            <SiteHeader />
            <LocationProbe />
          </>
        ),
        handle: { titleKey: 'common:pageTitles.events' },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const outside = [
      'Apply for streaming',
      'Apply for crowdfunding',
      'Join our team',
      'Become a global supporter',
    ];
    const inApp = screen.getByRole('link', { name: 'Apply with the Dalbit form' });
    expect(inApp).toHaveAttribute('href', '/apply');
    expect(inApp).not.toHaveAttribute('target');
    for (const name of outside) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('target', '_blank');
    }
    await user.click(inApp);
    expect(screen.getByTestId('location')).toHaveTextContent('/apply');

    await user.click(screen.getByTestId('menu-button'));
    const drawer = screen.getByTestId('nav-drawer');
    const group = within(drawer).getByRole('group', { name: 'Apply' });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Apply with the Dalbit form', ...outside]);
    await user.click(within(group).getByRole('link', { name: 'Apply with the Dalbit form' }));
    expect(screen.queryByTestId('nav-drawer')).not.toBeInTheDocument();
  });

  it('closes a nav dropdown on an outside click', async () => {
    const user = userEvent.setup();
    renderHeader();
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(apply).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Become a global supporter' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.click(document.body);
    expect(apply).toHaveAttribute('aria-expanded', 'false');
  });
});
