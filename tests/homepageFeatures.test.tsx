import {render, screen} from '@testing-library/react';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import {features} from '@site/src/components/HomepageFeatures/features';

describe('HomepageFeatures', () => {
  it('offers three to six features, each linking into the docs', () => {
    expect(features.length).toBeGreaterThanOrEqual(3);
    expect(features.length).toBeLessThanOrEqual(6);
    for (const feature of features) {
      expect(feature.to).toMatch(/^\/docs\//);
      expect(feature.description.length).toBeGreaterThan(20);
    }
  });

  it('renders one card per feature with its title as a heading', () => {
    render(<HomepageFeatures />);
    const headings = screen.getAllByRole('heading', {level: 2});
    expect(headings.map((h) => h.textContent)).toEqual(features.map((f) => f.title));
    for (const feature of features) {
      expect(screen.getByRole('link', {name: new RegExp(feature.title)})).toHaveAttribute('href', feature.to);
    }
  });
});
