import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('is a region named by its h2 title, so a screen reader can jump to it', () => {
    render(
      <>
        <SectionCard title="Exportar tasas">contenido A</SectionCard>
        <SectionCard title="Importar tasas">contenido B</SectionCard>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Importar tasas' });
    expect(region).toHaveTextContent('contenido B');
    expect(screen.getByRole('heading', { level: 2, name: 'Exportar tasas' })).toBeInTheDocument();
  });
});
