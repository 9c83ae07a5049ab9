import {
  AdminPostListResponseSchema,
  DeletedResponseSchema,
  ImageUploadResponseSchema,
  PostSchema,
  type PostWrite,
} from '@contract/posts'
import { ADMIN_LIST_LIMITS } from '@contract/constants'
import { queryOptions } from '@tanstack/react-query'
import { apiRequest } from '@/lib/http/api-client'

export const adminPostQueries = {
  all: ['admin-posts'] as const,
  list: () =>
    queryOptions({
      queryKey: ['admin-posts', 'list'] as const,
      queryFn: ({ signal }) =>
        apiRequest('/admin/posts', {
          query: { limit: ADMIN_LIST_LIMITS.posts },
          schema: AdminPostListResponseSchema,
          signal,
        }),
    }),
}

export const createPost = (body: PostWrite) =>
  apiRequest('/posts', { method: 'POST', body, schema: PostSchema })
export const savePost = (id: number, body: PostWrite) =>
  apiRequest(`/posts/${id}`, { method: 'PUT', body, schema: PostSchema })
export const deletePost = (id: number) =>
  apiRequest(`/posts/${id}`, { method: 'DELETE', schema: DeletedResponseSchema })
export function uploadPostImage(file: File, onProgress?: (fraction: number) => void) {
  const form = new FormData()
  form.set('file', file)
  return apiRequest('/posts/images/upload', {
    method: 'POST',
    body: form,
    schema: ImageUploadResponseSchema,
    onUploadProgress: onProgress,
  })
}
