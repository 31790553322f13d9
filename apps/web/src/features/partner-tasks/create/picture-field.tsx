import { imageTypes, purposeRules } from '@betogether/contracts/media/media.constants';
import type { MediaObject } from '@betogether/contracts/media/media.schemas';
import { TASK_PICTURES_MAX } from '@betogether/contracts/tasks/tasks.constants';
import AddPhotoAlternateOutlined from '@mui/icons-material/AddPhotoAlternateOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { PictureTile } from './picture-tile';
import type { SectionProps } from './section-props';
import { newKey, type PictureEntry } from './task-form-state';

const maxMegabytes = purposeRules['task-picture'].maxBytes / 1024 / 1024;

/**
 * Up to 10 pictures, dropped on the zone or chosen: each uploads at once (purpose `task-picture`)
 * with its own progress; they can be removed and put in order before saving.
 */
export function PictureField({ form, update, errorOf }: SectionProps) {
  const { t } = useTranslation('partner-tasks');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const pictures = form.pictures;
  const error = errorOf('pictures');

  const add = (files: File[]) => {
    const accepted = files.filter(
      (file) =>
        (imageTypes as readonly string[]).includes(file.type) &&
        file.size <= purposeRules['task-picture'].maxBytes,
    );
    const room = TASK_PICTURES_MAX - pictures.length;
    const added = accepted.slice(0, Math.max(room, 0));
    const left = files.length - added.length;
    setRefusal(
      left > 0
        ? t('form.pictures.refused', { count: left, max: TASK_PICTURES_MAX, size: maxMegabytes })
        : null,
    );
    if (added.length === 0) return;
    const entries: PictureEntry[] = added.map((file) => ({ key: newKey(), file, media: null }));
    // Not "touched": an upload under way is not a mistake to point at while it runs.
    update((current) => ({ pictures: [...current.pictures, ...entries] }), []);
  };

  const onReady = (key: string, media: MediaObject) =>
    update(
      (current) => ({ pictures: current.pictures.map((p) => (p.key === key ? { ...p, media } : p)) }),
      [],
    );
  const remove = (key: string) =>
    update((current) => ({ pictures: current.pictures.filter((p) => p.key !== key) }), ['pictures']);
  const move = (index: number, by: -1 | 1) =>
    update(
      (current) => {
        const next = [...current.pictures];
        const [picked] = next.splice(index, 1);
        if (picked) next.splice(index + by, 0, picked);
        return { pictures: next };
      },
      ['pictures'],
    );

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    add(files);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add([...event.dataTransfer.files]);
  };

  return (
    <Box role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, mb: 1 }}>
        {t('form.pictures.label', { count: pictures.length, max: TASK_PICTURES_MAX })}
      </Typography>
      {pictures.length > 0 && (
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 1.5,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(132px, 1fr))',
          }}
        >
          {pictures.map((entry, index) => (
            <PictureTile
              key={entry.key}
              entry={entry}
              index={index}
              count={pictures.length}
              onReady={(media) => onReady(entry.key, media)}
              onRemove={() => remove(entry.key)}
              onMove={(by) => move(index, by)}
            />
          ))}
        </Box>
      )}
      {pictures.length < TASK_PICTURES_MAX && (
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="picture-drop-zone"
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: dragging ? 'primary.main' : error ? 'error.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            borderRadius: 3,
            p: 3,
            textAlign: 'center',
            display: 'flex',
            flexDirection: 'column',
            alignItems: 'center',
            gap: 1,
          }}
        >
          <AddPhotoAlternateOutlined sx={{ fontSize: 40, color: 'primary.main' }} aria-hidden />
          <Button variant="outlined" onClick={() => input.current?.click()} aria-describedby={`${id}-hint`}>
            {t('form.pictures.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept={imageTypes.join(',')}
            multiple
            hidden
            onChange={onChange}
            data-testid="picture-input"
          />
          <Typography id={`${id}-hint`} variant="body2" color="text.secondary">
            {t('form.pictures.hint', { max: TASK_PICTURES_MAX, size: maxMegabytes })}
          </Typography>
        </Box>
      )}
      {refusal && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {refusal}
        </Typography>
      )}
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
