import { Title } from '@mantine/core';

export const PortfolioPage = () => <Title order={2}>Portfolio</Title>;
