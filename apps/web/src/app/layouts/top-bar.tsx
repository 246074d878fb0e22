import { ActionIcon, Burger, Group, Menu, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconFiles } from '@tabler/icons-react';
import { Link, NavLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { LoggedInUser } from '../../lib/current-user';
import { NotificationsBell } from './notifications-bell';
import { UserMenu } from './user-menu';
import classes from './top-bar.module.css';

type NavItem = { label: string; to: string; keepHash?: boolean };

// Spec 001 §2, top bars. 'Statics' goes to /statics on purpose: the spec keeps that
// inconsistency (the route is /statistics), so the link lands on the not-found redirect.
const ADMIN_LINKS: NavItem[] = [
  { label: 'Dashboard', to: '/dashboard' },
  { label: 'Portfolio', to: '/portfolio', keepHash: true },
  { label: 'Activities', to: '/activities' },
  { label: 'Statics', to: '/statics' },
  { label: 'Leads', to: '/leads' },
  { label: 'Scoring', to: '/scoring' },
  { label: 'Outbox', to: '/outbox' },
];
const BORROWER_LINKS: NavItem[] = [{ label: 'Personal Details', to: '/personal' }];
const GENERIC_LINKS: NavItem[] = [{ label: 'Personal', to: '/personal' }];

const linksFor = (role: LoggedInUser['role']): NavItem[] =>
  role === 'admin' ? ADMIN_LINKS : role === 'borrower' ? BORROWER_LINKS : GENERIC_LINKS;

/** Opens the loan documents and sources browser (spec 002 §2.8: driven by query parameters). */
const LoanDocumentsButton = () => {
  const [params, setParams] = useSearchParams();
  const isOpen = params.has('section') && params.get('section') !== 'hide';
  const onToggle = () =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set('section', isOpen ? 'hide' : 'documents');
      return next;
    });
  return (
    <Tooltip label="Loan documents">
      <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Loan documents" onClick={onToggle}>
        <IconFiles size={20} />
      </ActionIcon>
    </Tooltip>
  );
};

/** Narrow screens with many links: the links in a menu behind a burger (CSS picks the one shown). */
const NavMenu = ({ links }: { links: NavItem[] }) => {
  const [opened, { toggle, close }] = useDisclosure(false);
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <Menu opened={opened} onClose={close} position="bottom-start" width={200}>
      <Menu.Target>
        <Burger
          opened={opened}
          onClick={toggle}
          size="sm"
          aria-label="Open navigation"
          className={classes.burger}
        />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((item) => (
          <Menu.Item
            key={item.label}
            onClick={() => navigate(item.keepHash ? { pathname: item.to, hash: location.hash } : item.to)}
            color={location.pathname.startsWith(item.to) ? 'indigo' : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
};

export const TopBar = ({ user }: { user: LoggedInUser }) => {
  const location = useLocation();
  const isAdmin = user.role === 'admin';
  const links = linksFor(user.role);
  const collapsible = links.length > 2;
  return (
    <header className={classes.bar}>
      <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
        {collapsible && <NavMenu links={links} />}
        <Link to="/" className={classes.brand}>
          Lending
        </Link>
        <nav aria-label="Main" className={classes.nav} data-collapsible={collapsible || undefined}>
          <Group gap={4} wrap="nowrap">
            {links.map((item) => (
              <NavLink
                key={item.label}
                to={item.keepHash ? { pathname: item.to, hash: location.hash } : item.to}
                className={classes.link}
                data-active={location.pathname.startsWith(item.to) || undefined}
              >
                {item.label}
              </NavLink>
            ))}
          </Group>
        </nav>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {isAdmin && location.pathname.includes('loan') && <LoanDocumentsButton />}
        <NotificationsBell userId={user.id} role={user.role} />
        <UserMenu email={user.email} isAdmin={user.role === 'admin'} />
      </Group>
    </header>
  );
};
