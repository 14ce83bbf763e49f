export const rowsOf = <T>(result: { rows: T[] }): T[] => result.rows; // caught
