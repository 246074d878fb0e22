import { Table, VisuallyHidden } from '@mantine/core';

/** The figures a chart draws, as rows under column headings. */
export type ChartTable = { columns: string[]; rows: (string | number)[][] };

/**
 * A chart's text alternative (WCAG 1.1.1): the same figures as a table that screen readers read
 * in place of the drawing (which the caller hides with aria-hidden).
 */
export const ChartDataTable = ({
  caption,
  table,
  testId,
}: {
  caption: string;
  table: ChartTable;
  testId?: string;
}) => (
  <VisuallyHidden>
    <Table data-testid={testId}>
      <caption>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {table.columns.map((column) => (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {table.rows.map((row, index) => (
          <Table.Tr key={index}>
            {row.map((cell, cellIndex) => (
              <Table.Td key={cellIndex}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  </VisuallyHidden>
);
