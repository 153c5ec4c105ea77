import type { Person } from './schemas';
import { siteConfig } from './site-config';

/*
 * The people who lead the firm's practices and write its articles (fictional,
 * like every client on the site). Shown on /about under 'Our People'; an
 * article names its author by slug. The firm's head count is in site-config.ts.
 */
export const peopleRecords: Person[] = [
  {
    slug: 'caroline-thorsen',
    name: 'Caroline Thorsen',
    role: 'Managing Partner',
    background:
      `Spent twelve years in the strategy practice of a large advisory firm in Denver, then six as chief financial officer of an oilfield services company in Casper. Founded ${siteConfig.name} in 2020.`,
    focus:
      'Leads engagements on growth strategy, portfolio choices and capital allocation for owner-led and family companies, and chairs the firm\'s quality review of every client deliverable.',
  },
  {
    slug: 'marguerite-ellingson',
    name: 'Marguerite Ellingson',
    role: 'Principal, Strategy & Sustainability',
    background:
      'Former corporate controller at a regional electric utility and, before that, an audit senior manager. Joined the firm at its founding in 2020.',
    focus:
      'Energy cost programs, emissions accounting run by finance, and reading new disclosure rules for mid-sized companies that sell to larger ones.',
  },
  {
    slug: 'renata-holloway',
    name: 'Renata Holloway',
    role: 'Principal, AI Solutions',
    background:
      'Led pricing analytics at a specialty insurer for nine years and built its first model-governance process. Joined the firm in 2021.',
    focus:
      'Decision records, model review for leadership teams, and AI pilots that keep a person accountable for each call.',
  },
  {
    slug: 'marisol-vega',
    name: 'Marisol Vega',
    role: 'Principal, Operations Improvement',
    background:
      'Ran distribution centers and later the supply chain of an industrial distributor across the Mountain West. Joined the firm in 2020.',
    focus:
      'Replenishment, transport and warehouse operations, master-data clean-up, and the planner scorecards that make automation stick.',
  },
  {
    slug: 'priya-halvorsen',
    name: 'Priya Halvorsen',
    role: 'Director, Life Sciences & Agriculture',
    background:
      'Agronomist by training; worked as an agricultural lender and then in business development for a seed and crop-inputs company. Joined the firm in 2022.',
    focus:
      'Input costs and commodity risk for farms, ranches and cooperatives, and supplier diligence for buyers of biological products.',
  },
  {
    slug: 'tobias-renwick',
    name: 'Tobias Renwick',
    role: 'Senior Manager, Digital Transformation',
    background:
      'Managed field service and technician training for an energy equipment manufacturer, including its first remote-assistance program. Joined the firm in 2021.',
    focus:
      'Field service, workforce training and equipment-heavy operations where extended reality or new software has to earn its cost.',
  },
  {
    slug: 'theo-lindqvist',
    name: 'Theo Lindqvist',
    role: 'Senior Consultant, Digital Transformation',
    background:
      'Security architect at a regional bank and then at a managed IT services provider, responsible for certificate and key management. Joined the firm in 2023.',
    focus:
      'IT architecture reviews, cryptographic inventories and post-quantum migration plans, and vendor due diligence.',
  },
];
