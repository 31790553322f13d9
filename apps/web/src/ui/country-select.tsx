import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

// ISO 3166-1 alpha-2 codes; names come from the browser (Intl.DisplayNames) in the current language.
const codes =
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

type Props = {
  value: string;
  onChange: (code: string) => void;
  language: string;
  label: string;
  error?: string | undefined;
  name?: string;
  required?: boolean;
};

export function CountrySelect({
  value,
  onChange,
  language,
  label,
  error,
  name = 'country',
  required = false,
}: Props) {
  const options = useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return codes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((a, b) => a.name.localeCompare(b.name, language));
  }, [language]);
  const selected = options.find((o) => o.code === value.toUpperCase()) ?? null;
  return (
    <Autocomplete
      options={options}
      value={selected}
      onChange={(_event, option) => onChange(option?.code ?? '')}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.code === b.code}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          name={name}
          label={label}
          error={Boolean(error)}
          helperText={error}
          required={required}
        />
      )}
    />
  );
}
