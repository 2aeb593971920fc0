import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { CoverageLinkTable } from './CoverageLinkTable';

describe('CoverageLinkTable', () => {
  it('names the insurer of each coverage (the same name may exist for both)', () => {
    const link = { coverageId: 1, link: 'https://videos.example/granizo', userId: 4, name: 'Granizo', companyId: 1 };
    render(<CoverageLinkTable links={[link, { ...link, coverageId: 2, companyId: 2 }]} onEdit={() => {}} onDelete={() => {}} />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Granizo (Sancor)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Granizo (San Cristobal)')).toBeInTheDocument();
  });
});
