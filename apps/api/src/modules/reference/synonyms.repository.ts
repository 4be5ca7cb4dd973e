import type { Language, Synonym } from '@leadline/contracts';
import type { ScopedDb } from '../../db/org-scope.js';

export async function listSynonyms(trx: ScopedDb, typeId: number, language: Language): Promise<Synonym[]> {
  const rows = await trx
    .selectFrom('synonyms')
    .select(['id', 'typeId', 'type', 'value', 'name', 'nameVi', 'dscr'])
    .where('typeId', '=', typeId)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    synonymId: row.id,
    typeId: row.typeId,
    type: row.type,
    name: row.name,
    value: row.value,
    dscr: row.dscr,
    localizedName: language === 'vi' ? row.nameVi : row.name,
  }));
}
