import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { DragEvent, Ref } from 'react';
import {
  closestCenter,
  DndContext,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  Button,
  CustomSelect,
  Inline,
  Stack,
  Text,
  TextField,
  VisuallyHidden,
} from '@territorio/design-system';
import {
  defaultPhotoAlt,
  isApiError,
  messages,
  photoAccept,
  photoMessages,
  photoViewLabels,
  photoViews,
  type PhotoView,
} from '@territorio/api-client/core';
import {
  staffPhotoListSchema,
  staffPhotoSchema,
  type StaffPhoto,
  type StaffPhotoList,
} from '@territorio/api-client/staff';
import { staffGet, staffSend, staffUrl } from '../lib/api';
import { uploadWithProgress } from '../lib/upload';
import { ConfirmDialog } from '../components/ConfirmDialog/ConfirmDialog';
import { Notice } from '../components/Notice/Notice';
import { Section } from '../components/Section/Section';
import * as styles from './StockUnitPhotos.css';

/** What the default alt text is made of: the unit's brand, model, version and colour. */
export type PhotoUnit = {
  readonly id: number;
  readonly brand: string;
  readonly family: string;
  readonly version: string;
  readonly color: string;
};

type Upload = {
  readonly key: string;
  readonly name: string;
  /** 0 to 100. */
  readonly percent: number;
  readonly state: 'waiting' | 'sending' | 'done' | 'refused';
  readonly message?: string;
};

/** How often the list is read again while a photo is being processed. */
const refreshMs = 2_000;

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export const photosEmptyMessage =
  'Esta unidad todavía no tiene fotos. En el sitio se muestra el dibujo de su versión.';

export function photoLimitsText(limits: StaffPhotoList['limits']): string {
  return `Hasta ${limits.max_photos} fotos de ${megabytes(limits.max_bytes)} MB cada una, JPEG, PNG, WebP o HEIC.`;
}

export const photoMovedMessage = (place: number, total: number) =>
  `Foto movida al lugar ${place} de ${total}`;

const messageOf = (error: unknown) => (isApiError(error) ? error.message : messages.serverError);

type MoveAction = 'up' | 'down' | 'cover';

/** The list, its refresh while photos are processed, and the changes staff make. */
function usePhotos(unitId: number, initial: StaffPhotoList) {
  const [list, setList] = useState(initial);
  const [announcement, setAnnouncement] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const url = staffUrl('stockPhotos', { id: unitId });
  const refresh = useCallback(
    async () => setList(await staffGet(url, staffPhotoListSchema)),
    [url],
  );
  const processing = list.photos.some((photo) => photo.status === 'processing');
  useEffect(() => {
    if (!processing) return;
    const timer = setTimeout(() => void refresh().catch(() => undefined), refreshMs);
    return () => clearTimeout(timer);
  }, [processing, list, refresh]);

  // Orders are saved one after another, in the order staff made them; only the answer to
  // the latest is shown (an older one would put back an order already changed).
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(0);
  const reorder = (ids: number[], message: string) => {
    const previous = list;
    const byId = new Map(list.photos.map((photo) => [photo.id, photo]));
    setList({ ...list, photos: ids.map((id, position) => ({ ...byId.get(id)!, position })) });
    setAnnouncement(message);
    setProblem(null);
    const ticket = (latest.current += 1);
    const save = async () => {
      try {
        const url = staffUrl('stockPhotoOrder', { id: unitId });
        const saved = await staffSend('PUT', url, { ids }, staffPhotoListSchema);
        if (ticket === latest.current) setList(saved);
      } catch (error) {
        if (ticket === latest.current) setList(previous);
        setProblem(messageOf(error));
      }
    };
    saving.current = saving.current.then(save);
  };

  const move = (id: number, to: number) => {
    const ids = list.photos.map((photo) => photo.id);
    const from = ids.indexOf(id);
    if (from < 0 || to < 0 || to >= ids.length || from === to) return false;
    ids.splice(from, 1);
    ids.splice(to, 0, id);
    const moved = photoMovedMessage(to + 1, ids.length);
    reorder(ids, to === 0 ? `${moved}: es la portada.` : `${moved}.`);
    return true;
  };

  const update = async (
    photo: StaffPhoto,
    body: { alt_text?: string; view?: PhotoView | null },
  ) => {
    const changed = await staffSend(
      'PATCH',
      staffUrl('stockPhoto', { id: unitId, photo: photo.id }),
      body,
      staffPhotoSchema,
    );
    setList((current) => ({
      ...current,
      photos: current.photos.map((entry) => (entry.id === changed.id ? changed : entry)),
    }));
  };

  const remove = async (photo: StaffPhoto) => {
    setProblem(null);
    const url = staffUrl('stockPhoto', { id: unitId, photo: photo.id });
    setList(await staffSend('DELETE', url, undefined, staffPhotoListSchema));
    setAnnouncement('Foto borrada.');
  };

  const added = (photo: StaffPhoto) =>
    setList((current) => ({ ...current, photos: [...current.photos, photo] }));

  return { list, announcement, problem, setProblem, refresh, move, update, remove, added, url };
}

export function UnitPhotos(props: {
  unit: PhotoUnit;
  initial: StaffPhotoList;
  /** Why an operation's hold keeps the unit's photos as they are. */
  lockedReason: string | null;
}) {
  const photos = usePhotos(props.unit.id, props.initial);
  const { list } = photos;
  const buttons = useRef(new Map<string, HTMLElement>());
  const focusNext = useRef<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<StaffPhoto | null>(null);
  const [busy, setBusy] = useState(false);

  // Focus stays on the control that moved its photo (React moves the item's node).
  useLayoutEffect(() => {
    if (focusNext.current === null) return;
    buttons.current.get(focusNext.current)?.focus();
    focusNext.current = null;
  });

  const onMove = (photo: StaffPhoto, action: MoveAction) => {
    const index = list.photos.findIndex((entry) => entry.id === photo.id);
    const to = action === 'cover' ? 0 : action === 'up' ? index - 1 : index + 1;
    if (photos.move(photo.id, to)) focusNext.current = `${photo.id}-${action}`;
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    const index = list.photos.findIndex((entry) => entry.id === deleting.id);
    const next = list.photos[index + 1] ?? list.photos[index - 1];
    setBusy(true);
    try {
      await photos.remove(deleting);
      focusNext.current = next ? `${next.id}-delete` : null;
      if (!next) fileInput.current?.focus();
    } catch (error) {
      photos.setProblem(messageOf(error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  };

  const editable = list.editable;
  return (
    <Section title="Fotos">
      <Text size="small" tone="muted">
        {photoLimitsText(list.limits)}
      </Text>
      {editable ? null : (
        <Notice tone="caution">
          {`Las fotos no se pueden cambiar ahora. ${props.lockedReason ?? 'Una operación tiene esta unidad.'}`}
        </Notice>
      )}
      {photos.problem ? <Notice tone="critical">{photos.problem}</Notice> : null}
      {editable ? (
        <UploadArea
          url={photos.url}
          list={list}
          ref={fileInput}
          onAdded={photos.added}
          onDone={() => void photos.refresh().catch(() => undefined)}
        />
      ) : null}
      {list.photos.length === 0 ? (
        <Text>{photosEmptyMessage}</Text>
      ) : (
        <SortablePhotos photos={list.photos} onDrop={(id, to) => photos.move(id, to)}>
          <ol className={styles.plainList} aria-label="Fotos en orden; la primera es la portada">
            {list.photos.map((photo, index) => (
              <PhotoItem
                key={photo.id}
                photo={photo}
                index={index}
                total={list.photos.length}
                unit={props.unit}
                editable={editable}
                register={(key, element) => {
                  if (element) buttons.current.set(key, element);
                  else buttons.current.delete(key);
                }}
                onMove={onMove}
                onDelete={setDeleting}
                onUpdate={photos.update}
              />
            ))}
          </ol>
        </SortablePhotos>
      )}
      <div role="status" aria-live="polite" aria-atomic="true">
        <VisuallyHidden>{photos.announcement}</VisuallyHidden>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        title="Borrar la foto"
        confirmLabel="Borrar"
        isBusy={busy}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <Text>La foto se borra del sitio y de la consola. No se puede deshacer.</Text>
      </ConfirmDialog>
    </Section>
  );
}

/** A refusal the console can tell before sending (the API checks the same and decides). */
function uploadHint(file: File, count: number, limits: StaffPhotoList['limits']): string | null {
  if (file.size > limits.max_bytes) return photoMessages.tooLarge(limits.max_bytes);
  if (count >= limits.max_photos) return photoMessages.tooMany(limits.max_photos);
  return null;
}

let uploadSerial = 0;

function UploadArea({
  ref,
  ...props
}: {
  url: string;
  list: StaffPhotoList;
  ref: Ref<HTMLInputElement>;
  onAdded: (photo: StaffPhoto) => void;
  onDone: () => void;
}) {
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const count = useRef(0);

  const change = (key: string, patch: Partial<Upload>) =>
    setUploads((current) =>
      current.map((entry) => (entry.key === key ? { ...entry, ...patch } : entry)),
    );

  /** Sends the files one after another, each with its own progress and answer. */
  const send = async (files: readonly File[]) => {
    const entries = files.map((file) => ({
      key: `upload-${(uploadSerial += 1)}`,
      name: file.name || 'foto',
      percent: 0,
      state: 'waiting' as const,
    }));
    setUploads((current) => [...current.filter((entry) => entry.state !== 'done'), ...entries]);
    count.current = props.list.photos.length;
    for (const [index, file] of files.entries()) {
      const { key } = entries[index]!;
      const hint = uploadHint(file, count.current, props.list.limits);
      if (hint) {
        change(key, { state: 'refused', message: hint });
        continue;
      }
      change(key, { state: 'sending' });
      try {
        const photo = await uploadWithProgress(props.url, 'file', file, staffPhotoSchema, (sent) =>
          change(key, { percent: Math.round(sent * 100) }),
        );
        count.current += 1;
        change(key, { state: 'done', percent: 100 });
        props.onAdded(photo);
      } catch (error) {
        change(key, { state: 'refused', message: messageOf(error) });
      }
    }
    props.onDone();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) void send(files);
  };

  return (
    <Stack space="small">
      <div
        className={`${styles.dropZone} ${over ? styles.dropZoneActive : ''}`}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label htmlFor={inputId}>
          <Text as="span" weight="strong">
            Subir fotos
          </Text>
        </label>
        <input
          ref={ref}
          id={inputId}
          type="file"
          multiple
          accept={photoAccept}
          aria-describedby={hintId}
          className={styles.fileInput}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            event.currentTarget.value = '';
            if (files.length > 0) void send(files);
          }}
        />
        <Text size="small" tone="muted" id={hintId}>
          Elegí una o varias fotos (en el teléfono, también con la cámara), o arrastralas acá.
        </Text>
      </div>
      {uploads.length > 0 ? <UploadList uploads={uploads} /> : null}
    </Stack>
  );
}

const uploadStateWords: Record<Upload['state'], string> = {
  waiting: 'En espera',
  sending: 'Subiendo',
  done: 'Subida',
  refused: 'No se subió',
};

function UploadList({ uploads }: { uploads: readonly Upload[] }) {
  return (
    <ul className={styles.plainList} aria-label="Subidas">
      {uploads.map((entry) => (
        <li key={entry.key} className={styles.upload}>
          <Text size="small" weight="strong">
            {entry.name}
          </Text>
          <progress
            className={styles.progress}
            max={100}
            value={entry.percent}
            aria-label={`Subida de ${entry.name}`}
          />
          <Text size="small" tone={entry.state === 'refused' ? 'critical' : 'muted'}>
            {entry.state === 'refused'
              ? `${uploadStateWords.refused}. ${entry.message ?? ''}`
              : `${uploadStateWords[entry.state]}: ${entry.percent}%`}
          </Text>
        </li>
      ))}
    </ul>
  );
}

const viewOptions = [
  { value: '', label: 'Sin indicar' },
  ...photoViews.map((view) => ({
    value: view,
    label: photoViewLabels[view].charAt(0).toUpperCase() + photoViewLabels[view].slice(1),
  })),
];

function PhotoPicture({ photo }: { photo: StaffPhoto }) {
  if (photo.preview) {
    return (
      <img
        className={styles.picture}
        src={photo.preview}
        alt={photo.alt}
        width={photo.width ?? 360}
        height={photo.height ?? 270}
        loading="lazy"
        decoding="async"
      />
    );
  }
  const failed = photo.status === 'failed';
  return (
    <div className={styles.pending}>
      <div
        className={styles.swatch}
        style={photo.color ? { background: photo.color } : undefined}
        aria-hidden="true"
      />
      <Text size="small" tone={failed ? 'critical' : 'muted'}>
        {failed
          ? `${photoMessages.failed}: ${photo.error ?? photoMessages.unreadable}`
          : photoMessages.processing}
      </Text>
    </div>
  );
}

type PhotoItemProps = {
  photo: StaffPhoto;
  index: number;
  total: number;
  unit: PhotoUnit;
  editable: boolean;
  register: (key: string, element: HTMLElement | null) => void;
  onMove: (photo: StaffPhoto, action: MoveAction) => void;
  onDelete: (photo: StaffPhoto) => void;
  onUpdate: (
    photo: StaffPhoto,
    body: { alt_text?: string; view?: PhotoView | null },
  ) => Promise<void>;
};

function PhotoItem(props: PhotoItemProps) {
  const { photo, index, total } = props;
  const [altError, setAltError] = useState<string | undefined>();
  const place = `Foto ${index + 1} de ${total}`;
  const save = (body: { alt_text?: string; view?: PhotoView | null }) =>
    props.onUpdate(photo, body).then(
      () => setAltError(undefined),
      (error: unknown) => setAltError(messageOf(error)),
    );
  const ref = (action: string) => (element: HTMLElement | null) =>
    props.register(`${photo.id}-${action}`, element);
  /** At an end, a move button stays focusable (focus is not lost) and says it cannot. */
  const moveButton = (action: MoveAction, label: string, possible: boolean) => (
    <Button
      variant="secondary"
      size="small"
      ref={ref(action)}
      aria-disabled={possible ? undefined : true}
      className={styles.inactive}
      aria-label={`${label}: ${place.toLowerCase()}`}
      onClick={() => {
        if (possible) props.onMove(photo, action);
      }}
    >
      {label}
    </Button>
  );
  const { setNodeRef, transform, transition, isDragging, listeners } = useSortable({
    id: photo.id,
    disabled: !props.editable,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.photo}
      aria-label={place}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 1 : undefined,
      }}
    >
      {/* The picture is the drag handle (mouse, or a long press on a phone); the buttons
          below are the keyboard's way. */}
      <div className={props.editable ? styles.handle : undefined} data-photo-handle {...listeners}>
        <PhotoPicture photo={photo} />
      </div>
      <div className={styles.details}>
        <Inline space="small" alignY="center">
          <Text weight="strong">{place}</Text>
          {index === 0 ? <span className={styles.cover}>Portada</span> : null}
        </Inline>
        {props.editable ? (
          <>
            <Inline space="small">
              {moveButton('up', 'Subir', index > 0)}
              {moveButton('down', 'Bajar', index < total - 1)}
              {moveButton('cover', 'Usar como portada', index > 0)}
            </Inline>
            <TextField
              label="Texto alternativo"
              defaultValue={photo.alt_text ?? ''}
              placeholder={defaultPhotoAlt(props.unit, photo.view)}
              maxLength={200}
              helpText="Vacío: el texto de la unidad y el lado."
              errorMessage={altError}
              onBlur={(event) => {
                const value = event.currentTarget.value.trim();
                if (value !== (photo.alt_text ?? '')) void save({ alt_text: value });
              }}
            />
            <CustomSelect
              label="Lado"
              options={viewOptions}
              value={photo.view ?? ''}
              onChange={(value) => void save({ view: value === '' ? null : (value as PhotoView) })}
            />
            <Inline space="small" align="right">
              <Button
                variant="secondary"
                size="small"
                ref={ref('delete')}
                onClick={() => props.onDelete(photo)}
              >
                Borrar
              </Button>
            </Inline>
          </>
        ) : (
          <Text size="small">{photo.alt}</Text>
        )}
      </div>
    </li>
  );
}

/** dnd-kit's words for screen readers, in Spanish (the buttons say the same moves). */
const dragAnnouncements: Announcements = {
  onDragStart: () => 'Foto tomada para mover.',
  onDragOver: () => undefined,
  onDragEnd: () => undefined,
  onDragCancel: () => 'Foto soltada en su lugar.',
};

/**
 * Drag to reorder on a desktop (mouse) and a phone (a long press, so a swipe still
 * scrolls); a drop saves the order as the move buttons do.
 */
function SortablePhotos(props: {
  photos: readonly StaffPhoto[];
  onDrop: (id: number, to: number) => void;
  children: React.ReactNode;
}) {
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 250, tolerance: 8 } }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const to = props.photos.findIndex((photo) => photo.id === over.id);
    if (to >= 0) props.onDrop(Number(active.id), to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: dragAnnouncements,
        screenReaderInstructions: {
          draggable: 'Para mover una foto con el teclado, usá los botones Subir y Bajar.',
        },
      }}
    >
      <SortableContext
        items={props.photos.map((photo) => photo.id)}
        strategy={verticalListSortingStrategy}
      >
        {props.children}
      </SortableContext>
    </DndContext>
  );
}
