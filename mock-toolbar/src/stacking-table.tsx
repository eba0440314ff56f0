import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stacking-table.module.css';

interface StackingTableProps extends Pick<TableProps, 'aria-labelledby' | 'aria-label'> {
  columns: string[];
  children: ReactNode;
}

/**
 * A table whose rows read as small cards on a phone (stacking-table.module.css): each cell on its own line, led by its
 * column's name (the cell's `data-label`), so nothing scrolls sideways at 390 px.
 */
export function StackingTable({ columns, children, ...labelled }: StackingTableProps) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table className={classes.stacking} fz="sm" verticalSpacing={4} {...labelled}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
