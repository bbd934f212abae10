// Sortable tables for the QA report (offline, no dependencies). Click a column heading of a
// table with class "sortable" to sort by it; click again to reverse. A cell's data-sort value,
// when present, is what is compared (numbers numerically).
const valueOf = (row, index) => {
  const cell = row.cells[index];
  if (!cell) return '';
  const raw = cell.dataset.sort ?? cell.textContent.trim();
  const n = Number(raw);
  return raw !== '' && !Number.isNaN(n) ? n : raw.toLowerCase();
};

const sortBy = (table, index, th) => {
  const body = table.tBodies[0];
  const ascending = th.getAttribute('aria-sort') !== 'ascending';
  const rows = [...body.rows].sort((a, b) => {
    const x = valueOf(a, index);
    const y = valueOf(b, index);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return ascending ? order : -order;
  });
  body.append(...rows);
  for (const cell of table.tHead.rows[0].cells) cell.removeAttribute('aria-sort');
  th.setAttribute('aria-sort', ascending ? 'ascending' : 'descending');
};

for (const table of document.querySelectorAll('table.sortable')) {
  [...table.tHead.rows[0].cells].forEach((th, index) => {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = th.textContent;
    th.textContent = '';
    th.append(button);
    button.addEventListener('click', () => sortBy(table, index, th));
  });
}
