import { useEffect, useState } from 'react';
import { api } from '../../api/client';
import { isoDateInArgentina } from '../../domain/format';

export interface CampaignOption {
  id: number;
  description: string;
  dateFrom: string;
  dateTo: string;
}

export interface CompanyOption {
  id: number;
  name: string;
}

/** The campaign in course today, else the latest one. */
export function defaultCampaign(campaigns: CampaignOption[], today = isoDateInArgentina()): CampaignOption | undefined {
  return (
    campaigns.find((c) => c.dateFrom <= today && today <= c.dateTo) ??
    [...campaigns].sort((a, b) => b.dateFrom.localeCompare(a.dateFrom))[0]
  );
}

/** GET /api/campaigns-all and GET /api/companies for the import and export selects. */
export function useRatesIoOptions() {
  const [campaigns, setCampaigns] = useState<CampaignOption[] | null>(null);
  const [companies, setCompanies] = useState<CompanyOption[]>([]);
  const [campaignsFailed, setCampaignsFailed] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get<any>('campaigns-all')
      .then((body) => live && setCampaigns((body?.data?.campaigns ?? []) as CampaignOption[]))
      .catch((e: unknown) => {
        console.error(e);
        if (live) {
          setCampaigns([]);
          setCampaignsFailed(true);
        }
      });
    api
      .get<any>('companies')
      .then((body) => live && setCompanies((body?.data?.companies ?? []) as CompanyOption[]))
      .catch((e: unknown) => console.error(e));
    return () => {
      live = false;
    };
  }, []);

  return { campaigns, companies, campaignsFailed };
}
