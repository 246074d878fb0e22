import { Title } from '@mantine/core';

export const DashboardPage = () => <Title order={2}>Dashboard</Title>;
