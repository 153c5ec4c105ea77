import { aerospaceDefense } from './aerospace-defense';
import { agriculture } from './agriculture';
import { automotive } from './automotive';
import { bankingFinancialServices } from './banking-financial-services';
import { construction } from './construction';
import { education } from './education';
import { energyUtilities } from './energy-utilities';
import { healthcare } from './healthcare';
import { informationTechnology } from './information-technology';
import { manufacturing } from './manufacturing';
import { mediaEntertainment } from './media-entertainment';
import { retailConsumerGoods } from './retail-consumer-goods';
import { telecommunications } from './telecommunications';
import { transportationLogistics } from './transportation-logistics';

/** The 14 industry pages, in the order the header lists them. */
export const industryRecords = [
  aerospaceDefense,
  agriculture,
  automotive,
  bankingFinancialServices,
  construction,
  education,
  energyUtilities,
  healthcare,
  informationTechnology,
  manufacturing,
  mediaEntertainment,
  retailConsumerGoods,
  telecommunications,
  transportationLogistics,
];
