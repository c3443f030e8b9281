// Tables that turn into stacked cards on phones (below the sm breakpoint): each row a card,
// each cell a "label: value" line whose label is drawn from the cell's data-label. Give the
// <table>, rows and cells explicit roles (table, row, columnheader, cell): display:block would
// otherwise drop their table semantics. Hide the <thead> below sm (`max-sm:hidden`).

/** The <table> and its <tbody>. */
export const stackedTable = 'max-sm:block';

/** A body row: a card on phones. */
export const stackedRow = 'max-sm:block';

/** A cell: label and value side by side on phones (label from data-label), wrapping long text. */
export const stackedCell =
  'max-sm:flex max-sm:gap-3 max-sm:py-1 max-sm:before:w-24 max-sm:before:shrink-0 ' +
  'max-sm:before:font-semibold max-sm:before:text-slate-600 max-sm:before:content-[attr(data-label)]';
