import { Box, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconKey, IconLogout, IconUserCircle } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';

// Loaded when first opened: the password rules (with their common-password list) stay out of the
// first route's JavaScript.
const ChangePasswordModal = lazy(async () => ({
  default: (await import('../../features/auth/components/change-password-modal')).ChangePasswordModal,
}));

/**
 * The user's email and a menu with Change password and Logout (spec 001 §2, top bars; issue 13);
 * for staff also Integrations, Index rates (issue 19) and Audit trail (issue 22).
 */
export const UserMenu = ({ email, isAdmin = false }: { email: string; isAdmin?: boolean }) => {
  const logout = useLogout();
  const [isChangingPassword, setChangingPassword] = useState(false);
  const navigate = useNavigate();
  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => void navigate('/sign-in', { replace: true }) });
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {/* The name starts with 'User menu' and holds the e-mail it shows (WCAG 2.5.3). On a phone
              only an icon shows, so the bar fits 360 px; the e-mail heads the menu instead. */}
          <Button
            variant="subtle"
            color="gray"
            px={{ base: 6, sm: 'md' }}
            rightSection={<IconChevronDown size={14} />}
            aria-label={`User menu ${email}`}
          >
            <Box hiddenFrom="sm" display="flex" aria-hidden>
              <IconUserCircle size={22} />
            </Box>
            <Text size="sm" fw={500} truncate="end" maw={320} visibleFrom="sm">
              {email}
            </Text>
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>{email}</Menu.Label>
          {/* Staff settings (issues 22 and 19): integrations, index rates and the audit trail. */}
          {isAdmin && (
            <>
              <Menu.Item onClick={() => void navigate('/settings/integrations')}>Integrations</Menu.Item>
              <Menu.Item onClick={() => void navigate('/settings/index-rates')}>Index rates</Menu.Item>
              <Menu.Item onClick={() => void navigate('/audit')}>Audit trail</Menu.Item>
            </>
          )}
          <Menu.Item leftSection={<IconKey size={16} />} onClick={() => setChangingPassword(true)}>
            Change password
          </Menu.Item>
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={onLogout}>
            Logout
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {isChangingPassword && (
        <Suspense fallback={null}>
          <ChangePasswordModal email={email} opened onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  );
};
